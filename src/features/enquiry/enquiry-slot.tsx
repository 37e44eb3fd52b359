/** Where the enquiry form goes (built in the enquiry feature). */
export function EnquirySlot() {
  return <div data-slot="enquiry-form" className="card min-h-96 p-6" />;
}
